import torch

from . import processors

PIPELINE = ("min_tokens", "temperature")


@torch.compile(fullgraph=True)
def sample_step(
    logits: torch.Tensor, seq_lens: torch.Tensor, min_tokens: torch.Tensor
) -> torch.Tensor:
    state = {"seq_lens": seq_lens, "min_tokens": min_tokens, "temperature": 0.7}
    for name in PIPELINE:
        logits = processors.get_processor(name)(logits, state)
    probs = torch.softmax(logits.float(), dim=-1)
    return torch.argmax(probs, dim=-1)
