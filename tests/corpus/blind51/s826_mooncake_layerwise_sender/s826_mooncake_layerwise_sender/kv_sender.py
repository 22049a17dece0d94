from dataclasses import dataclass, field
from enum import IntEnum

import torch

from .transfer_engine import MooncakeTransferEngine


class KVPoll(IntEnum):
    Failed = 0
    Bootstrapping = 1
    WaitingForInput = 2
    Transferring = 3
    Success = 4


@dataclass
class KVArgs:
    kv_data_ptrs: list[int] = field(default_factory=list)
    kv_data_lens: list[int] = field(default_factory=list)
    kv_item_lens: list[int] = field(default_factory=list)


@dataclass
class TransferInfo:
    room: int
    mooncake_session_id: str
    dst_kv_ptrs: list[int]
    dst_kv_indices: list[int]


class MooncakeLayerwiseSender:

    def __init__(self, engine: MooncakeTransferEngine, kv_args: KVArgs) -> None:
        self.engine = engine
        self.kv_args = kv_args
        self.transfer_info: TransferInfo | None = None
        self.status = KVPoll.Bootstrapping
        for ptr, length in zip(kv_args.kv_data_ptrs, kv_args.kv_data_lens):
            engine.register(ptr, length)

    def init(self, info: TransferInfo) -> None:
        self.transfer_info = info
        self.status = KVPoll.WaitingForInput

    def send_layer(self, layer_id: int, src_indices: list[int]) -> None:
        info = self.transfer_info
        if info is None or self.status == KVPoll.Failed:
            return
        item_len = self.kv_args.kv_item_lens[layer_id]
        src_base = self.kv_args.kv_data_ptrs[layer_id]
        dst_base = info.dst_kv_ptrs[layer_id]
        src_addrs = [src_base + i * item_len for i in src_indices]
        dst_addrs = [dst_base + j * item_len for j in info.dst_kv_indices]
        lengths = [item_len] * len(src_addrs)
        ret = self.engine.batch_transfer_sync(info.mooncake_session_id,
                                              src_addrs, dst_addrs, lengths)
        self.status = KVPoll.Transferring if ret == 0 else KVPoll.Failed
