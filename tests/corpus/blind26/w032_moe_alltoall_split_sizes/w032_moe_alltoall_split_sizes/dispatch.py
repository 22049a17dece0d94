import torch

from .placement import ExpertPlacement


class AllToAllDispatcher:
    def __init__(self, placement: ExpertPlacement, capacity_per_rank: int = 64):
        self.placement = placement
        self.capacity_per_rank = capacity_per_rank
        self.rank_of_expert = placement.rank_lookup_tensor()
        self.rank_ids = torch.arange(placement.ep_size)

    def _send_counts(self, expert_ids: torch.Tensor):
        dest_rank = self.rank_of_expert[expert_ids]
        counts = (dest_rank.unsqueeze(-1) == self.rank_ids).sum(dim=0)
        send_counts = counts.tolist()
        if max(send_counts) > self.capacity_per_rank:
            raise RuntimeError(f"EP capacity exceeded: {send_counts}")
        return send_counts

    def _all_to_all(self, tokens, send_counts):
        if self.placement.ep_size == 1:
            return tokens, send_counts
        recv = torch.empty_like(tokens)
        torch.distributed.all_to_all_single(recv, tokens, send_counts, send_counts)
        return recv, send_counts

    def dispatch(self, hidden, expert_ids):
        order = torch.argsort(expert_ids)
        sorted_tokens = hidden[order]
        send_counts = self._send_counts(expert_ids[order])
        recv, recv_counts = self._all_to_all(sorted_tokens, send_counts)
        chunks = torch.split(recv, recv_counts, dim=0)
        return torch.cat(chunks, dim=0), order

    def combine(self, expert_out, order):
        out = torch.empty_like(expert_out)
        out[order] = expert_out
        return out
