import torch

from v006_sampling_tensors_pinned_upload.sampling_step import SamplingStep

ENTRY = "v006_sampling_tensors_pinned_upload.sampling_step:SamplingStep.sample"

_STEP = SamplingStep(vocab_size=16)


def inputs():
    logits = torch.randn(3, 16)
    temperatures = torch.tensor([0.8, 1.0, 0.5])
    penalties = torch.tensor([1.0, 1.2, 1.1])
    prev_tokens = torch.tensor([[1, 2], [3, 3], [0, 15]], dtype=torch.long)
    return (_STEP, logits, temperatures, penalties, prev_tokens)
