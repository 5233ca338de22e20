# The BFF replicas behind the edge, and the director `bff` that default.vcl sends every request to.
# Edit this file to name your replicas; their names are resolved once, when the VCL is loaded.
#
# The compose profile's replicas: edge-bff-1 and edge-bff-2 on port 8080 of the edge network.

probe bff_health {
    .url = "/healthz";
    .expected_response = 200;
    .timeout = 2s;
    .interval = 5s;
    .window = 5;
    .threshold = 3;
}

backend bff_1 {
    .host = "edge-bff-1";
    .port = "8080";
    .probe = bff_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

backend bff_2 {
    .host = "edge-bff-2";
    .port = "8080";
    .probe = bff_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new bff = directors.round_robin();
    bff.add_backend(bff_1);
    bff.add_backend(bff_2);
}
