sub edge_keep_private_cookies {
    cookie.keep("session,sid");
}
