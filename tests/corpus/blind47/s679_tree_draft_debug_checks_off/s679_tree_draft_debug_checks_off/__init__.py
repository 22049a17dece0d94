"""Tree drafting head with static tree buffers (Medusa/EAGLE tree choices)."""
