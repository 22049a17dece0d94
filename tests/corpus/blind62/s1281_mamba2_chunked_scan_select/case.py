import torch

from s1281_mamba2_chunked_scan_select.config import Mamba2Config
from s1281_mamba2_chunked_scan_select.model_runner import MambaModelRunner

ENTRY = "s1281_mamba2_chunked_scan_select.model_runner:MambaModelRunner.forward_extend"


def inputs():
    torch.manual_seed(0)
    runner = MambaModelRunner(Mamba2Config())
    cu_seqlens = torch.tensor([0, 3, 6], dtype=torch.int32)
    return (runner, torch.randn(6, 8), cu_seqlens)
