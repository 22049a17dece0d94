import torch

from .processors import PostProcessPipeline, SamplingBatchInfo, Temperature, TopK, VocabMask

_PIPELINE = PostProcessPipeline([VocabMask(), Temperature(), TopK()])
_BATCH_INFO = SamplingBatchInfo()


def postprocess_logits(logits: torch.Tensor):
    logits = _PIPELINE.apply(logits.float(), _BATCH_INFO)
    logprobs = torch.log_softmax(logits, dim=-1)
    probs = logprobs.exp()
    return probs, logprobs


step = torch.compile(postprocess_logits, fullgraph=True)
