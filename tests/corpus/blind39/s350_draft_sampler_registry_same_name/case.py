import torch

from s350_draft_sampler_registry_same_name.worker import SpecDecodeWorker, SpecServerArgs

ENTRY = "s350_draft_sampler_registry_same_name.worker:SpecDecodeWorker.draft_and_verify"

_worker = SpecDecodeWorker(SpecServerArgs())


def inputs():
    # 2 requests, 3 draft steps, 8-token vocab; target scores the 3 drafts + 1 bonus position
    return (_worker, torch.randn(2, 3, 8), torch.randn(2, 4, 8))
