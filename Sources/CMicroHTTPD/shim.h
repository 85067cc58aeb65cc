// GNU libmicrohttpd (Debian's libmicrohttpd-dev) for `layoutlab preview`. Swift cannot call C
// variadic functions, so the two variadic entry points LayoutPreview needs are wrapped here in
// static inline functions with fixed parameters.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

/// Starts a daemon listening on the IPv4 address `ipv4` (dotted quad) at `port` (0: a free
/// port), one thread per connection, at most `connection_limit` connections, each with
/// `memory_limit` bytes for its request line and headers (larger requests are refused by
/// libmicrohttpd) and closed after `timeout_seconds` idle. NULL when the address is not a
/// dotted quad or the daemon cannot start (port taken).
static inline struct MHD_Daemon *layoutlab_mhd_start(
    const char *ipv4, uint16_t port, unsigned int connection_limit, size_t memory_limit,
    unsigned int timeout_seconds, MHD_AccessHandlerCallback handler, void *handler_cls) {
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    if (inet_pton(AF_INET, ipv4, &address.sin_addr) != 1) return NULL;
    return MHD_start_daemon(
        MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD, port, NULL, NULL, handler, handler_cls,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address, MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit, MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
        MHD_OPTION_END);
}

/// The port a started daemon listens on (the one the system chose for port 0).
static inline uint16_t layoutlab_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
