# The cookies that make a request private: it passes to the BFF with them, and nothing of its answer is kept.
# Names separated by commas, the same list as the BFF's PRIVATE_COOKIES (docker-compose.yml, the edge
# profile): a cookie private to the BFF but missing here is removed before the BFF sees it.

sub edge_keep_private_cookies {
    cookie.keep("session");
}
