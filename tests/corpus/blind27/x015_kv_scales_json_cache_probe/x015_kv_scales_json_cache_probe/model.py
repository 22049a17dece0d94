import torch
import torch.nn.functional as F

from .calib_io import load_kv_scales, resolve_scale_path


class KVQuantizer:
    def __init__(self, num_heads: int):
        self.num_heads = num_heads

    def scales(self, device: torch.device):
        table = load_kv_scales(resolve_scale_path())
        k = torch.tensor(table["k"], device=device)
        v = torch.tensor(table["v"], device=device)
        return k, v

    def fake_quant(self, x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        s = scale.view(-1, 1, 1)
        return torch.round(x / s).clamp(-128, 127) * s


class QuantDecoderLayer(torch.nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = torch.nn.Linear(hidden, 3 * hidden, bias=False)
        self.out = torch.nn.Linear(hidden, hidden, bias=False)
        self.kv_quant = KVQuantizer(num_heads)

    def split(self, t: torch.Tensor) -> torch.Tensor:
        return t.unflatten(-1, (self.num_heads, self.head_dim)).transpose(0, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = map(self.split, self.qkv(x).chunk(3, dim=-1))
        k_s, v_s = self.kv_quant.scales(x.device)
        k = self.kv_quant.fake_quant(k, k_s)
        v = self.kv_quant.fake_quant(v, v_s)
        o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return x + self.out(o.transpose(0, 1).flatten(1))


_layer = QuantDecoderLayer()


@torch.compile(fullgraph=True)
def decode_layer(x: torch.Tensor) -> torch.Tensor:
    return _layer(x)
