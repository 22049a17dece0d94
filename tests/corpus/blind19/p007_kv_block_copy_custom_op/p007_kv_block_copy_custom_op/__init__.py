"""Copy-on-write KV blocks for beam search / parallel sampling forks."""
