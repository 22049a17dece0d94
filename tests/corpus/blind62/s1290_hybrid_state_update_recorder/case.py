import torch

from s1290_hybrid_state_update_recorder.runner import HybridMambaRunner

ENTRY = "s1290_hybrid_state_update_recorder.runner:HybridMambaRunner.forward_decode"


def inputs():
    torch.manual_seed(0)
    runner = HybridMambaRunner()
    return (runner, torch.randn(3, 8), torch.tensor([0, 2, 3], dtype=torch.int64))
