import torch


@torch.library.custom_op("blind44_s579::stage_decode_inputs", mutates_args=("static_hidden", "static_seq_lens"))
def stage_decode_inputs(
    static_hidden: torch.Tensor,
    static_seq_lens: torch.Tensor,
    hidden: torch.Tensor,
    seq_lens: torch.Tensor,
) -> None:
    """Copies a decode batch into the captured graph's static buffers.

    Padded rows get seq_len 1 so the attention backend never sees an empty
    sequence during replay.
    """
    n = hidden.shape[0]
    if hidden.data_ptr() != static_hidden.data_ptr():
        static_hidden[:n].copy_(hidden)
    static_hidden[n:].zero_()
    static_seq_lens[:n].copy_(seq_lens)
    static_seq_lens[n:].fill_(1)
    if int(seq_lens.min().item()) < 1:
        raise ValueError("decode batch contains an empty sequence")


@stage_decode_inputs.register_fake
def _(static_hidden, static_seq_lens, hidden, seq_lens) -> None:
    return None
