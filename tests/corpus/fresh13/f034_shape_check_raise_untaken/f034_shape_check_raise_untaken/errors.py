class KVCacheShapeError(ValueError):
    def __init__(self, what: str, expected, got):
        super().__init__(f"{what}: expected {expected}, got {got}")
        self.expected = expected
        self.got = got


def check_head_layout(t, num_kv_heads: int, head_dim: int, what: str) -> None:
    if t.dim() != 3:
        raise KVCacheShapeError(what, 3, t.dim())
    if t.shape[1] != num_kv_heads or t.shape[2] != head_dim:
        raise KVCacheShapeError(what, (num_kv_heads, head_dim), tuple(t.shape[1:]))
