import torch

from t039_profiler_regions_compiling_guard.worker import ModelWorker

ENTRY = "t039_profiler_regions_compiling_guard.worker:ModelWorker.execute"

_worker = ModelWorker()


def inputs():
    return (_worker, torch.randn(2, 5, 16))
