from dataclasses import dataclass, field

import torch


def align_to_block_size(num_tokens: int, block_size: int) -> int:
    return (num_tokens - 1) // block_size * block_size


@dataclass
class ReqMeta:
    token_ids: torch.Tensor
    slot_mapping: torch.Tensor
    is_store: bool

    @staticmethod
    def make_meta(token_ids: list[int], block_ids: list[int], block_size: int,
                  is_store: bool) -> "ReqMeta":
        valid_num_tokens = align_to_block_size(len(token_ids), block_size)
        token_ids_tensor = torch.tensor(token_ids)[:valid_num_tokens]
        block_ids_tensor = torch.tensor(block_ids)
        num_blocks = block_ids_tensor.shape[0]
        block_offsets = torch.arange(0, block_size)
        slot_mapping = (block_offsets.reshape((1, block_size)) +
                        block_ids_tensor.reshape((num_blocks, 1)) * block_size)
        slot_mapping = slot_mapping.flatten()[:valid_num_tokens]
        return ReqMeta(token_ids_tensor, slot_mapping, is_store)


@dataclass
class SharedStorageConnectorMetadata:
    requests: list[ReqMeta] = field(default_factory=list)

    def add_request(self, token_ids: list[int], block_ids: list[int],
                    block_size: int, is_store: bool) -> None:
        self.requests.append(
            ReqMeta.make_meta(token_ids, block_ids, block_size, is_store))
