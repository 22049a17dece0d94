from .layers import ColumnParallelLoRA, layer, forward
