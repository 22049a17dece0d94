import torch.nn as nn


def tie_weights(embed: nn.Embedding, head: nn.Linear) -> None:
    head.weight = embed.weight


def weights_are_tied(embed: nn.Embedding, head: nn.Linear) -> bool:
    return embed.weight.data_ptr() == head.weight.data_ptr()
