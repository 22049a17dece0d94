"""OpenAI-style ``logit_bias`` maps: {token_id: bias} per request."""
import torch


class LogitBiasTable:
    def __init__(self, vocab_size: int, max_batch: int):
        self.vocab_size = vocab_size
        self.requests: list[dict[int, float]] = [{} for _ in range(max_batch)]

    def set_bias(self, slot: int, bias: dict[int, float]) -> None:
        clipped = {int(k): max(-100.0, min(100.0, float(v))) for k, v in bias.items()}
        self.requests[slot] = clipped

    # The table is mutated by the scheduler between steps, so it is kept out
    # of the graph to avoid recompiling on every request change.
    @torch.compiler.disable
    def dense(self, batch: int, device: torch.device) -> torch.Tensor:
        out = torch.zeros(batch, self.vocab_size, device=device)
        for row, bias in enumerate(self.requests[:batch]):
            if bias:
                idx = torch.tensor(list(bias.keys()), device=device)
                val = torch.tensor(list(bias.values()), device=device)
                out[row].index_put_((idx,), val)
        return out


def apply_logit_bias(logits: torch.Tensor, table: LogitBiasTable) -> torch.Tensor:
    bias = table.dense(logits.shape[0], logits.device)
    return logits + bias.to(logits.dtype)
