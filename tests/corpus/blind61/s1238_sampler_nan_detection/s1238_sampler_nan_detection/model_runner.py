import dataclasses

import torch

from .layers.sampler import Sampler
from .managers.schedule_batch import SamplingBatchInfo, update_global_server_args


@dataclasses.dataclass
class ServerArgs:
    model_path: str = "dummy"
    sampling_backend: str = "pytorch"
    enable_nan_detection: bool = False
    enable_deterministic_inference: bool = False


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        update_global_server_args(server_args)
        self.sampler = Sampler()

    def sample(self, logits: torch.Tensor) -> torch.Tensor:
        sampling_info = SamplingBatchInfo.greedy(logits.shape[0])
        next_token_ids = self.sampler(logits, sampling_info)
        return next_token_ids.to(torch.int32)


runner = ModelRunner(ServerArgs(enable_nan_detection=True))
sample = torch.compile(runner.sample, fullgraph=True)
