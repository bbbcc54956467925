"""MLIR text as Triton prints it, read into an op tree (``parse_module`` / ``parse_file``)."""

from passlab.ir.locations import Location
from passlab.ir.model import Block, Operation, Region, Value
from passlab.ir.module import Module
from passlab.ir.parser import parse_file, parse_module
from passlab.ir.types import Type

__all__ = ["parse_module", "parse_file", "Module", "Operation", "Block", "Region", "Value", "Type", "Location"]
