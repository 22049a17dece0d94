import argparse
import dataclasses


@dataclasses.dataclass
class ServerArgs:
    hidden_size: int = 8
    intermediate_size: int = 16
    activation_stats_sample_rate: float = 0.0
    activation_stats_momentum: float = 0.99

    @staticmethod
    def add_cli_args(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--activation-stats-sample-rate",
            type=float,
            default=ServerArgs.activation_stats_sample_rate,
            help="Fraction of forward passes on which per-layer activation statistics are collected.",
        )
        parser.add_argument(
            "--activation-stats-momentum",
            type=float,
            default=ServerArgs.activation_stats_momentum,
        )

    @classmethod
    def from_cli_args(cls, args: argparse.Namespace) -> "ServerArgs":
        names = [f.name for f in dataclasses.fields(cls)]
        return cls(**{n: getattr(args, n) for n in names if hasattr(args, n)})
