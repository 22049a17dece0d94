import torch

NO_LORA_ID = -1


class PunicaWrapper:
    """Holds the per-token adapter mapping for the current batch.

    ``update_metadata`` is called by the model runner before every forward;
    layers only read the prepared tensors.
    """

    def __init__(self, max_num_batched_tokens: int, max_loras: int):
        self.max_loras = max_loras
        self._token_lora_indices = torch.full((max_num_batched_tokens,), NO_LORA_ID, dtype=torch.long)
        self.num_tokens = 0

    def update_metadata(self, token_lora_mapping) -> None:
        n = len(token_lora_mapping)
        self._token_lora_indices[:n] = torch.as_tensor(token_lora_mapping, dtype=torch.long)
        self.num_tokens = n

    @property
    def token_lora_indices(self) -> torch.Tensor:
        return self._token_lora_indices[: self.num_tokens]

    @property
    def no_lora(self) -> torch.Tensor:
        # every request in the batch targets the base model
        return (self.token_lora_indices == NO_LORA_ID).all()

    def add_lora_linear(self, y, x, lora_a_stacked, lora_b_stacked, scale: float):
        idx = self.token_lora_indices.clamp(min=0)
        mask = (self.token_lora_indices != NO_LORA_ID).to(x.dtype)[:, None]
        h = torch.einsum("ti,tri->tr", x, lora_a_stacked[idx])
        delta = torch.einsum("tr,tor->to", h, lora_b_stacked[idx])
        return y + scale * mask * delta
