# Who may PURGE and BAN, and reach the BFF's operations routes (/_bff/, /metrics, /readyz) through the edge.
#
# The compose profile: loopback, and the edge network (docker-compose.yml, networks.edge), where the BFF
# replicas send their purges from. Connections from the host to the published port arrive from that
# network's gateway, so a TLS terminator or proxy on the same host must connect from elsewhere (or speak the
# PROXY protocol, which gives the visitor's own address), or these routes are open to every visitor.

acl operators {
    "127.0.0.1";
    "::1";
    "172.31.250.0"/24;
}
