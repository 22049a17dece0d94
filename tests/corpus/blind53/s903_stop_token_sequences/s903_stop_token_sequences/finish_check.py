import torch

from .criteria import build_criteria
from .sampling_params import SamplingParams

_PARAMS = SamplingParams(
    max_new_tokens=32,
    eos_token_ids=[2, 128009],
    stop_token_ids=[128001],
    stop_token_sequences=[[13, 13], [27, 91, 29]],
)
_CRITERIA = build_criteria(_PARAMS, prompt_len=4)


@torch.compile(fullgraph=True)
def update_finished(output_ids: torch.Tensor, lengths: torch.Tensor, finished: torch.Tensor) -> torch.Tensor:
    newly = torch.zeros_like(finished)
    for crit in _CRITERIA:
        newly = newly | crit(output_ids, lengths)
    return finished | newly
