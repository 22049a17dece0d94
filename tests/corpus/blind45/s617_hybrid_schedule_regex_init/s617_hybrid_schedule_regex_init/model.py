import torch
from torch import nn

from . import envs
from .schedule import LayerAttnSpec, build_layer_schedule


def _positions(n, device):
    pos = torch.arange(n, device=device)
    return pos[:, None], pos[None, :]


def full_causal_mask(n, spec, device):
    q, k = _positions(n, device)
    return k <= q


def sliding_window_mask(n, spec, device):
    q, k = _positions(n, device)
    return (k <= q) & (q - k < spec.window)


def chunked_local_mask(n, spec, device):
    q, k = _positions(n, device)
    return (k <= q) & (q // spec.chunk == k // spec.chunk)


MASK_BUILDERS = {
    "full": full_causal_mask,
    "sliding": sliding_window_mask,
    "chunked": chunked_local_mask,
}


class ScheduledAttention(nn.Module):
    def __init__(self, hidden: int, heads: int, spec: LayerAttnSpec):
        super().__init__()
        self.spec = spec
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o = nn.Linear(hidden, hidden, bias=False)
        self.mask_fn = MASK_BUILDERS[spec.kind]

    def forward(self, x):
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.heads, self.head_dim).permute(1, 2, 0, 3)
        allowed = self.mask_fn(n, self.spec, x.device)
        if envs.get_bool_env_var("S617_SWA_DEBUG_FULL_ATTENTION"):
            allowed = full_causal_mask(n, self.spec, x.device)
        scores = (q @ k.transpose(-1, -2)) * self.head_dim ** -0.5
        probs = torch.softmax(scores.masked_fill(~allowed, float("-inf")), dim=-1)
        return self.o((probs @ v).transpose(0, 1).reshape(n, -1))


class HybridScheduleModel(nn.Module):
    def __init__(self, hidden=8, heads=2, num_layers=6):
        super().__init__()
        self.schedule = build_layer_schedule(num_layers)
        self.layers = nn.ModuleList([ScheduledAttention(hidden, heads, s) for s in self.schedule])

    def forward(self, x):
        for layer in self.layers:
            x = x + layer(x)
        return x


def build_model():
    model = HybridScheduleModel()
    return torch.compile(model, fullgraph=True)


compiled_model = build_model()
