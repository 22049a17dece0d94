import torch

from .ssd import ssd_chunk_scan

CHUNK_SIZE = 4
A_LOG = torch.log(torch.tensor([1.0, 2.0]))
D_SKIP = torch.ones(2)


@torch.compile(fullgraph=True, dynamic=False)
def ssd_mixer(x, dt, B, C):
    A = -torch.exp(A_LOG)
    dt = torch.nn.functional.softplus(dt)
    y, final_state = ssd_chunk_scan(x * dt.unsqueeze(-1), A * dt, B, C, chunk=CHUNK_SIZE)
    y = y + x * D_SKIP.view(1, 1, -1, 1)
    return y, final_state
