"""Incremental detokenizer used for streaming responses."""
import torch


class IncrementalDetokenizer:
    def __init__(self, id_to_piece):
        self.id_to_piece = id_to_piece
        self.buffers = {}

    # Running the detokenizer under the compiler recompiles on every token,
    # so keep it out of the graph.
    @torch.compiler.disable
    def push(self, token_ids: torch.Tensor) -> None:
        for row, tok in enumerate(token_ids.tolist()):
            piece = self.id_to_piece.get(tok, "<unk>")
            if piece.startswith("<0x") and piece.endswith(">"):
                piece = chr(int(piece[3:-1], 16))
            self.buffers.setdefault(row, []).append(piece)

    def text(self, row: int) -> str:
        return "".join(self.buffers.get(row, []))


def build_vocab(size: int):
    vocab = {0: "<pad>", 1: "<s>", 2: "</s>"}
    for i in range(3, size):
        vocab[i] = f"<0x{i:02X}>" if i < 20 else f"tok{i}"
    return vocab
