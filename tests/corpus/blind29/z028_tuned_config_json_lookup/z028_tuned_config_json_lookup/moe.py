import torch

from .tuning import pick_config

NUM_EXPERTS = 2
HIDDEN = 8

torch.manual_seed(0)
_W = torch.randn(NUM_EXPERTS, HIDDEN, HIDDEN) * 0.1


def _expert_chunked(x, w, chunk: int):
    outs = [part @ w for part in x.chunk(chunk, dim=0)]
    return torch.cat(outs, dim=0)


@torch.compile(fullgraph=True)
def moe_forward(x, router_logits):
    cfg = pick_config(NUM_EXPERTS, HIDDEN, x.shape[0])
    probs = router_logits.softmax(-1)
    out = torch.zeros_like(x)
    for e in range(NUM_EXPERTS):
        out = out + probs[:, e : e + 1] * _expert_chunked(x, _W[e], cfg["chunk"])
    return out
