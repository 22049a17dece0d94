import torch

INT8_MAX = 127.0


class Int8KVCache(torch.nn.Module):
    def __init__(self, max_len: int, heads: int, head_dim: int):
        super().__init__()
        self.register_buffer("k", torch.zeros(heads, max_len, head_dim, dtype=torch.int8))
        self.register_buffer("v", torch.zeros(heads, max_len, head_dim, dtype=torch.int8))
        self.register_buffer("k_scale", torch.ones(heads, max_len, 1))
        self.register_buffer("v_scale", torch.ones(heads, max_len, 1))

    @staticmethod
    def quantize(x: torch.Tensor):
        scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-6) / INT8_MAX
        q = torch.round(x / scale).clamp(-INT8_MAX, INT8_MAX).to(torch.int8)
        return q, scale

    def write(self, pos: torch.Tensor, k: torch.Tensor, v: torch.Tensor):
        kq, ks = self.quantize(k)
        vq, vs = self.quantize(v)
        self.k.index_copy_(1, pos, kq)
        self.v.index_copy_(1, pos, vq)
        self.k_scale.index_copy_(1, pos, ks)
        self.v_scale.index_copy_(1, pos, vs)

    def read(self):
        return self.k.float() * self.k_scale, self.v.float() * self.v_scale
