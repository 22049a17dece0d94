import torch

from q018_mxfp4_backend_probe_guarded.layers import OutProjection

ENTRY = "q018_mxfp4_backend_probe_guarded.layers:OutProjection.forward"


def inputs():
    torch.manual_seed(0)
    return (OutProjection(32), torch.randn(4, 32), torch.randn(4, 32))
