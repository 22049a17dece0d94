import torch


def top_k_renorm_prob(probs: torch.Tensor, top_ks: torch.Tensor) -> torch.Tensor:
    sorted_probs, _ = probs.sort(dim=-1, descending=True)
    kth = sorted_probs.gather(1, (top_ks.view(-1, 1) - 1).clamp(min=0))
    probs = torch.where(probs >= kth, probs, torch.zeros_like(probs))
    return probs / probs.sum(dim=-1, keepdim=True)


def top_p_renorm_prob(probs: torch.Tensor, top_ps: torch.Tensor) -> torch.Tensor:
    probs_sort, probs_idx = probs.sort(dim=-1, descending=True)
    probs_sum = torch.cumsum(probs_sort, dim=-1)
    probs_sort[(probs_sum - probs_sort) > top_ps.view(-1, 1)] = 0.0
    out = torch.zeros_like(probs).scatter_(-1, probs_idx, probs_sort)
    return out / out.sum(dim=-1, keepdim=True)


def min_p_renorm_prob(probs: torch.Tensor, min_ps: torch.Tensor) -> torch.Tensor:
    max_prob = probs.amax(dim=-1, keepdim=True)
    probs = torch.where(probs < max_prob * min_ps.view(-1, 1), torch.zeros_like(probs), probs)
    return probs / probs.sum(dim=-1, keepdim=True)


class TorchSamplingMixin:
    """Pure-torch sampling kernels; picks a variant from the batch's sampling params."""

    def _select_sampling_impl(self, info):
        if info.need_min_p_sampling:
            return self._sample_top_k_top_p_min_p
        return self._sample_top_k_top_p

    def _sample_top_k_top_p(self, probs, info):
        probs = top_k_renorm_prob(probs, info.top_ks)
        probs = top_p_renorm_prob(probs, info.top_ps)
        return torch.argmax(probs, dim=-1)

    def _sample_top_k_top_p_min_p(self, probs, info):
        probs = top_k_renorm_prob(probs, info.top_ks)
        probs = top_p_renorm_prob(probs, info.top_ps)
        probs = min_p_renorm_prob(probs, info.min_ps)
        return torch.argmax(probs, dim=-1)
