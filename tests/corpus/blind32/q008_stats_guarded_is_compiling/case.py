import torch

ENTRY = "q008_stats_guarded_is_compiling.worker:SpecWorker.verify"


def inputs():
    from q008_stats_guarded_is_compiling.worker import SpecWorker

    torch.manual_seed(0)
    return (SpecWorker(), torch.randn(4, 16), torch.randint(0, 16, (4,)))
