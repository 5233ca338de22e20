# No operator at all: varnishtest's clients, from 127.0.0.1, stand for visitors.
acl operators {
    "192.0.2.1";
}
