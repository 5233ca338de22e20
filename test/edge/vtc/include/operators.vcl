# varnishtest's clients connect from 127.0.0.1: they are operators here, except in the files that load
# include/visitors/operators.vcl.
acl operators {
    "127.0.0.1";
}
