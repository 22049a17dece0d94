import torch
from torch import nn

from .server_args import get_global_server_args


def _multinomial_with_seed(probs: torch.Tensor, seed: int) -> torch.Tensor:
    # deterministic Gumbel-max trick: same seed -> same token regardless of batch layout
    gen = torch.Generator().manual_seed(seed)
    noise = torch.rand(probs.shape, generator=gen)
    return torch.argmax(probs.log() - (-noise.log()).log(), dim=-1)


class Sampler(nn.Module):
    def __init__(self, vocab_size: int = 8):
        super().__init__()
        self.vocab_size = vocab_size
        # resolve once at construction; the layer is built after the scheduler set the args
        self.server_args = get_global_server_args()

    def forward(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        server_args = get_global_server_args()
        if server_args.logit_softcap > 0:
            logits = server_args.logit_softcap * torch.tanh(logits / server_args.logit_softcap)
        probs = torch.softmax(logits / temperatures[:, None], dim=-1)
        if server_args.enable_deterministic_inference:
            return _multinomial_with_seed(probs, seed=42)
        if server_args.sampling_backend == "flashinfer":
            raise NotImplementedError("flashinfer sampling kernels are not available on CPU")
        # greedy-equivalent path for the pytorch backend: argmax of the tempered distribution
        return torch.argmax(probs, dim=-1)


sampler = Sampler()


@torch.compile(fullgraph=True)
def sample_step(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    next_token_ids = sampler(logits, temperatures)
    return next_token_ids.to(torch.int32)
