import torch

from .param_packing import unpack_sampling_params


@torch.library.custom_op("corpus_s1099::apply_packed_sampling", mutates_args=())
def apply_packed_sampling(logits: torch.Tensor, packed: torch.Tensor) -> torch.Tensor:
    records = unpack_sampling_params(packed)
    temps = torch.tensor([r[0] for r in records], dtype=logits.dtype)
    penalties = torch.tensor([r[2] for r in records], dtype=logits.dtype)
    scaled = logits / temps.clamp(min=1e-5).unsqueeze(-1)
    return torch.where(scaled > 0, scaled / penalties.unsqueeze(-1), scaled * penalties.unsqueeze(-1))


@apply_packed_sampling.register_fake
def _(logits, packed):
    return torch.empty_like(logits)
