# The test's one backend: s1, which `-vcl+backend` declares, behind the director `bff`.
sub vcl_init {
    new bff = directors.round_robin();
    bff.add_backend(s1);
}
