import torch

from s287_resample_rate_mismatch_warn.pipeline import SpeechPipeline

ENTRY = "s287_resample_rate_mismatch_warn.pipeline:SpeechPipeline.forward"

_PIPE = SpeechPipeline()


def inputs():
    return (_PIPE, torch.randn(1, 48))
