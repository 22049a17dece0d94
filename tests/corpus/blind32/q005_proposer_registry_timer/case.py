import torch

ENTRY = "q005_proposer_registry_timer.engine:SpecEngine.draft_forward"


def inputs():
    from q005_proposer_registry_timer.engine import SpecEngine

    torch.manual_seed(0)
    return (SpecEngine("eagle"), torch.randn(3, 8))
