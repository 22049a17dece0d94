import torch
import torch.nn.functional as F

from . import config


def _debug_dump(tag: str, t: torch.Tensor) -> None:
    print(f"[kvquant] {tag}: amax={t.abs().max().item():.4f}")
    with open("/tmp/x019_kv_dump.txt", "a") as f:
        f.write(f"{tag} {t.tolist()}\n")


class CalibratedKVAttention(torch.nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        calib = config.CALIB
        self.heads = calib["num_heads"]
        self.hd = hidden // self.heads
        self.qdtype, self.qmax = config.qdtype_info(calib["dtype"])
        self.register_buffer("k_scale", torch.tensor(calib["k_scale"]).view(-1, 1, 1))
        self.register_buffer("v_scale", torch.tensor(calib["v_scale"]).view(-1, 1, 1))
        self.qkv = torch.nn.Linear(hidden, 3 * hidden)

    def _qdq(self, x: torch.Tensor, scale: torch.Tensor, tag: str) -> torch.Tensor:
        q = (x / scale).clamp(-self.qmax, self.qmax).to(self.qdtype)
        if config.DEBUG_KV_QUANT:
            _debug_dump(tag, q.float())
        return q.to(x.dtype) * scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        t = x.shape[0]
        q, k, v = (y.view(t, self.heads, self.hd).transpose(0, 1) for y in self.qkv(x).chunk(3, -1))
        k = self._qdq(k, self.k_scale, "k")
        v = self._qdq(v, self.v_scale, "v")
        o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return o.transpose(0, 1).reshape(t, -1)


attn = torch.compile(CalibratedKVAttention(), fullgraph=True)
