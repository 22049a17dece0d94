import torch

from .heads import CTCHead, CTCHeadConfig

_HEAD = CTCHead(CTCHeadConfig(hidden_size=16, vocab_size=32)).eval()


@torch.compile(fullgraph=True)
def ctc_transcribe_step(encoder_out: torch.Tensor):
    log_probs, tokens, lengths = _HEAD(encoder_out)
    # token log-likelihood of the emitted path, used for confidence scoring
    confidence = log_probs.max(dim=-1).values.sum(dim=-1)
    return tokens, lengths, confidence
