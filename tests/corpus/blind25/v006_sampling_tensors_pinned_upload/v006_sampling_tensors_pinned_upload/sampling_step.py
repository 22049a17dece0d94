import torch

from .device_utils import resolve_device
from .sampling_tensors import SamplingTensors, apply_repetition_penalty


class SamplingStep:
    """Post-forward half of a runner step: penalties, temperature, token choice."""

    def __init__(self, vocab_size: int, device=None):
        self.vocab_size = vocab_size
        self.device = resolve_device(device)

    @torch.compile(fullgraph=True)
    def sample(self, logits, temperatures, penalties, prev_tokens):
        st = SamplingTensors.from_host(temperatures, penalties, prev_tokens, self.device)
        logits = apply_repetition_penalty(logits, st)
        probs = torch.softmax(logits / st.temperatures, dim=-1)
        return probs.argmax(dim=-1), probs
