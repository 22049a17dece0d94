import torch

from s342_eagle_worker_base_debug_log import EagleDraftWorker, EagleWorkerArgs

ENTRY = "s342_eagle_worker_base_debug_log.eagle_worker:EagleDraftWorker.draft_forward"

_worker = EagleDraftWorker(EagleWorkerArgs()).eval()


def inputs():
    return (_worker, torch.randn(4, 8), torch.randint(0, 16, (4,)))
