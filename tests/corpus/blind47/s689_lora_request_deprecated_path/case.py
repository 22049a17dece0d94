import warnings

import torch

from s689_lora_request_deprecated_path.request import LoRARequest
from s689_lora_request_deprecated_path.worker import DIM, RANK, worker

ENTRY = "s689_lora_request_deprecated_path.worker:execute_model"

_request = LoRARequest("medical-qa", 3, lora_path="/models/adapters/medical-qa")
with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    worker.adapters.activate(_request, torch.randn(RANK, DIM), torch.randn(DIM, RANK))
worker.set_active_request(_request)


def inputs():
    return (torch.randn(4, 8),)
