from .registry import register_backend


@register_backend("FLASH_ATTN", 80)
class FlashAttentionBackend:
    def __init__(self, num_heads: int, head_dim: int, scale: float):
        from flash_attn import flash_attn_varlen_func  # noqa: F401  (only on GPUs)

        self.num_heads, self.head_dim, self.scale = num_heads, head_dim, scale

    @classmethod
    def make_impl(cls, num_heads, head_dim, scale):
        return cls(num_heads, head_dim, scale)

    def forward(self, q, k, v):
        raise NotImplementedError
