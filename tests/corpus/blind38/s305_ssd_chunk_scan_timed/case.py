import torch

ENTRY = "s305_ssd_chunk_scan_timed.mixer:ssd_mixer"


def inputs():
    torch.manual_seed(0)
    x = torch.randn(2, 8, 2, 4)      # (B, L, H, P)
    dt = torch.rand(2, 8, 2)         # (B, L, H)
    B = torch.randn(2, 8, 3)         # (B, L, N)
    C = torch.randn(2, 8, 3)
    return (x, dt, B, C)
